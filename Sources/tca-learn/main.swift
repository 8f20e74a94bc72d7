import Foundation
import TCALearnCore

// The executable stays thin: everything lives in TCALearnCore, where it can be tested.
exit(CommandLineTool.main())
